"""Pictures and other programs' files: written atomically, read with the same refusals as text."""

from __future__ import annotations

import os

import pytest

from engine.files.atomic_write import atomic_write_bytes
from engine.files.errors import FileFormatError
from engine.files.text_file import read_binary_file


def test_bytes_replace_a_file_in_one_step_keeping_its_permissions(tmp_path):
    target = tmp_path / "picture.gif"
    target.write_bytes(b"old")
    os.chmod(target, 0o600)
    atomic_write_bytes(target, b"GIF89a\x00\xff")
    assert target.read_bytes() == b"GIF89a\x00\xff"
    assert (target.stat().st_mode & 0o777) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["picture.gif"]


def test_reading_bytes_refuses_folders_and_missing_files(tmp_path):
    (tmp_path / "a.gif").write_bytes(b"\x00\x01")
    assert read_binary_file(tmp_path / "a.gif") == b"\x00\x01"
    with pytest.raises(FileFormatError, match="this is a folder"):
        read_binary_file(tmp_path)
    with pytest.raises(FileFormatError, match="file not found"):
        read_binary_file(tmp_path / "missing.gif")
