"""The previous version of a file kept beside it (engine/files/backup.py)."""

from __future__ import annotations

import os
import stat

import pytest

from engine.files.backup import backup_path, keep_backup


def test_nothing_to_keep_when_there_is_no_file_yet(tmp_path):
    assert keep_backup(tmp_path / "new.yaml") is None
    assert list(tmp_path.iterdir()) == []


def test_the_backup_is_a_copy_with_the_same_permissions_and_replaces_the_older_one(tmp_path):
    path = tmp_path / "campaign.yaml"
    path.write_text("first", encoding="utf-8")
    os.chmod(path, 0o600)
    assert keep_backup(path) == backup_path(path) == tmp_path / "campaign.yaml.bak"
    path.write_text("second", encoding="utf-8")
    keep_backup(path)
    assert (tmp_path / "campaign.yaml.bak").read_text(encoding="utf-8") == "second"
    assert path.read_text(encoding="utf-8") == "second"
    assert stat.S_IMODE((tmp_path / "campaign.yaml.bak").stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["campaign.yaml", "campaign.yaml.bak"]


def test_a_folder_is_not_backed_up(tmp_path):
    with pytest.raises(IsADirectoryError):
        keep_backup(tmp_path)
