"""Makes locales/zh-Hans/ (Chinese in Simplified characters) from locales/zh/ (Traditional) with
OpenCC's tw2sp conversion, which also takes the mainland's words (剪贴板, 数据库, 鼠标).

Run after any change to locales/zh/:
    python3 -m venv /tmp/opencc && /tmp/opencc/bin/pip install opencc-python-reimplemented
    /tmp/opencc/bin/python tools/zh-hans.py
"""

import os
import sys

from opencc import OpenCC

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "locales")
NOTE = "中文（简体，由繁体本以 OpenCC tw2sp 转换）"
# The mainland's words where tw2sp keeps Taiwan's.
MAINLAND = {"连字号": "连字符"}


def main() -> int:
    convert = OpenCC("tw2sp").convert
    os.makedirs(os.path.join(ROOT, "zh-Hans"), exist_ok=True)
    for name in sorted(os.listdir(os.path.join(ROOT, "zh"))):
        with open(os.path.join(ROOT, "zh", name), encoding="utf-8") as source:
            lines = [convert(line) for line in source.read().split("\n")]
        for taiwan, mainland in MAINLAND.items():
            lines = [line.replace(taiwan, mainland) for line in lines]
        # The files' first line says what they are; each language names itself.
        lines[0] = lines[0].replace("中文（繁体）", NOTE)
        lines = ["language-name = 简体中文" if line == "language-name = 繁体中文" else line for line in lines]
        with open(os.path.join(ROOT, "zh-Hans", name), "w", encoding="utf-8") as out:
            out.write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
