"""Package list for setuptools (everything else is in pyproject.toml).

pyproject.toml alone cannot both find the code packages and install the repo's top-level
data folders under another name, so this file does it: ``engine`` and ``editor`` as found,
and ``maps``, ``scenarios`` and ``resources`` (with their subfolders) as
``worldsmith_data.maps`` and so on. engine/resources.py finds them there once installed.
"""

from setuptools import find_namespace_packages, setup

DATA_PACKAGE = "worldsmith_data"
DATA_FOLDERS = ("maps", "scenarios", "resources")
SKIPPED = ["__pycache__", "*.__pycache__"]


def code_packages() -> list[str]:
    return find_namespace_packages(include=["engine", "engine.*", "editor", "editor.*"], exclude=SKIPPED)


def data_packages() -> tuple[list[str], dict[str, str]]:
    """``worldsmith_data.<folder>[.<subfolder>]`` for each data folder, and where each lives."""
    packages = [DATA_PACKAGE]
    # The package itself is one docstring file kept under tools/, so that the repo's top level
    # stays what docs/architecture.md lists; its subpackages are the top-level data folders.
    package_dir = {DATA_PACKAGE: f"tools/packaging/{DATA_PACKAGE}"}
    for folder in DATA_FOLDERS:
        name = f"{DATA_PACKAGE}.{folder}"
        # Subpackages follow their parent's mapping, so one entry per folder is enough.
        package_dir[name] = folder
        packages.append(name)
        packages += [f"{name}.{sub}" for sub in find_namespace_packages(where=folder, exclude=SKIPPED)]
    return packages, package_dir


packages, package_dir = data_packages()
setup(packages=code_packages() + packages, package_dir=package_dir)
