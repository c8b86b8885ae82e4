#!/usr/bin/env python3
"""Generates the preview's font metrics from Debian's fonts-inter (docs/preview-font.md).

    apt-get install -y fonts-inter                       # 4.0~beta7+ds-1
    python3 -m venv /tmp/fontenv && /tmp/fontenv/bin/pip install fonttools==4.68.0
    /tmp/fontenv/bin/python scripts/generate-font-metrics.py

Writes Sources/PushSimCore/Preview/InterMetrics.swift: Inter's vertical metrics and the advance
width of every code point the font maps in RANGES, at weight Regular (400) and SemiBold (600)
of the text optical size (Inter, not Inter Display), in font units.
The widths are the font's, not typed by hand: re-run this to move to a newer Inter.

--regular and --semibold take other font files (the Debian paths are the default). A static
instance is read as it is; a variable font (one with an `fvar` table, as Inter 4's
InterVariable.ttf) is instantiated at wght 400 or 600, at the smallest (text) opsz if it has that
axis, and at the default of any other axis, with fontTools.varLib.instancer.
--package-version names the package in the header when it cannot be asked of dpkg.

The output depends only on the font files, fontTools's version and this script: re-running it
gives the same bytes.
"""
import argparse
import hashlib
import os
import subprocess
import sys
import unicodedata

import fontTools
from fontTools.ttLib import TTFont

PACKAGE = "fonts-inter"
FONT_DIR = "/usr/share/fonts/opentype/inter"
OUTPUT = "Sources/PushSimCore/Preview/InterMetrics.swift"

# The ranges whose mapped code points get an advance (pushsim's layout uses its fallback widths
# for the rest, docs/preview-font.md, "What is covered").
RANGES = [
    (0x0020, 0x024F), (0x0250, 0x02FF), (0x0300, 0x036F), (0x0370, 0x03FF), (0x0400, 0x052F),
    (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x21FF),
    (0x2200, 0x22FF),
]
# The Unicode blocks of those ranges, to name them in comments.
BLOCKS = [
    (0x0000, 0x007F, "Basic Latin"), (0x0080, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"), (0x0180, 0x024F, "Latin Extended-B"),
    (0x0250, 0x02AF, "IPA Extensions"), (0x02B0, 0x02FF, "Spacing Modifier Letters"),
    (0x0300, 0x036F, "Combining Diacritical Marks"), (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"), (0x0500, 0x052F, "Cyrillic Supplement"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"), (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"), (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2190, 0x21FF, "Arrows"), (0x2200, 0x22FF, "Mathematical Operators"),
]
# Code points the preview cannot do without: the script stops if the font lacks one.
REQUIRED = [0x0020, 0x0041, 0x0061, 0x00A0, 0x2026]
PER_LINE = 16


def package_version(override):
    if override:
        return override
    try:
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", PACKAGE],
                                capture_output=True, text=True, check=True)
        return result.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        raise SystemExit(f"cannot ask dpkg for the version of {PACKAGE}: give --package-version")


def load(path, weight):
    """The font at `path`, a static instance of `weight` (a variable font is instantiated)."""
    font = TTFont(path)
    family = font["name"].getDebugName(16) or font["name"].getDebugName(1) or ""
    if "Display" in family:
        raise SystemExit(f"{path}: {family} is the display optical size, not the text one")
    if "fvar" not in font:
        actual = font["OS/2"].usWeightClass
        if actual != weight:
            raise SystemExit(f"{path}: weight class {actual}, expected {weight}")
        return font
    from fontTools.varLib import instancer
    location = {}
    for axis in font["fvar"].axes:
        if axis.axisTag == "wght":
            location["wght"] = weight
        elif axis.axisTag == "opsz":
            location["opsz"] = axis.minValue
        else:
            location[axis.axisTag] = axis.defaultValue
    if "wght" not in location:
        raise SystemExit(f"{path}: a variable font without a wght axis")
    return instancer.instantiateVariableFont(font, location)


def advances(font):
    """[(code point, advance)] for every code point of RANGES the font maps, sorted. Nonspacing
    and enclosing marks (Unicode Mn, Me) get 0: a mark is set on its base and never moves the
    pen, whatever stray advance an interpolated instance gives it."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    found = []
    zeroed = 0
    for first, last in RANGES:
        for code in range(first, last + 1):
            if code in cmap:
                width = hmtx[cmap[code]][0]
                if unicodedata.category(chr(code)) in ("Mn", "Me") and width != 0:
                    width = 0
                    zeroed += 1
                if not 0 <= width <= 0xFFFF:
                    raise SystemExit(f"U+{code:04X}: advance {width} does not fit a UInt16")
                found.append((code, width))
    missing = [f"U+{code:04X}" for code in REQUIRED if code not in dict(found)]
    if missing:
        raise SystemExit("the font lacks " + ", ".join(missing))
    if zeroed:
        print(f"{name(font, 4)}: {zeroed} marks with an advance set to 0", file=sys.stderr)
    return found


def runs(found):
    """Runs of consecutive code points: [(first, [advance])]."""
    result = []
    for code, width in found:
        if result and result[-1][0] + len(result[-1][1]) == code:
            result[-1][1].append(width)
        else:
            result.append((code, [width]))
    return result


def block_name(code):
    return next(name for first, last, name in BLOCKS if first <= code <= last)


def swift_runs(name, comment, found):
    lines = [f"    /// {comment}", f"    static let {name}: [Run] = ["]
    for first, widths in runs(found):
        last = first + len(widths) - 1
        span = f"U+{first:04X}" if first == last else f"U+{first:04X}–U+{last:04X}"
        blocks = block_name(first) if block_name(first) == block_name(last) else f"{block_name(first)} to {block_name(last)}"
        lines.append(f"        // {span}, {blocks}")
        if len(widths) <= PER_LINE:
            lines.append(f"        Run(first: 0x{first:04X}, advances: [" + ", ".join(map(str, widths)) + "]),")
            continue
        lines.append(f"        Run(first: 0x{first:04X}, advances: [")
        for start in range(0, len(widths), PER_LINE):
            lines.append("            " + ", ".join(map(str, widths[start:start + PER_LINE])) + ",")
        lines.append("        ]),")
    lines.append("    ]")
    return lines


def sha256(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def name(font, identifier):
    return font["name"].getDebugName(identifier) or ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regular", default=os.path.join(FONT_DIR, "Inter-Regular.otf"))
    parser.add_argument("--semibold", default=os.path.join(FONT_DIR, "Inter-SemiBold.otf"))
    parser.add_argument("--package-version", help=f"the version of {PACKAGE} the fonts come from")
    parser.add_argument("--output", help=f"where to write (default: {OUTPUT} in the repository)")
    arguments = parser.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = arguments.output or os.path.join(root, OUTPUT)
    version = package_version(arguments.package_version)
    regular = load(arguments.regular, 400)
    semibold = load(arguments.semibold, 600)

    units = regular["head"].unitsPerEm
    hhea, os2 = regular["hhea"], regular["OS/2"]
    for table, fields in (("head", ["unitsPerEm"]), ("hhea", ["ascent", "descent", "lineGap"]),
                          ("OS/2", ["sCapHeight", "sxHeight"])):
        for field in fields:
            if getattr(regular[table], field) != getattr(semibold[table], field):
                raise SystemExit(f"{table}.{field} differs between the weights")
    regular_advances = advances(regular)
    semibold_advances = advances(semibold)
    if [c for c, _ in regular_advances] != [c for c, _ in semibold_advances]:
        raise SystemExit("the weights map different code points")

    font_version = name(regular, 5)
    copyright_notice = name(regular, 0)
    licence = name(regular, 13)
    if "Open Font License" not in licence:
        raise SystemExit(f"unexpected licence: {licence!r}")
    files = [(os.path.basename(arguments.regular), sha256(arguments.regular)),
             (os.path.basename(arguments.semibold), sha256(arguments.semibold))]

    out = [
        f"// Generated by scripts/generate-font-metrics.py from Debian {PACKAGE} {version} with fontTools {fontTools.version}.",
        "// Do not edit: re-run the script (docs/preview-font.md, \"Regenerating\").",
        "//",
        f"// Font data: Inter, \"{font_version}\", {files[0][0]} and {files[1][0]}",
        f"// (sha256 {files[0][1]},",
        f"// {files[1][1]}).",
        f"// {copyright_notice} (https://github.com/rsms/inter).",
        "// Inter is licensed under the SIL Open Font License, Version 1.1 (https://openfontlicense.org).",
        "// This file holds the fonts' advance widths and vertical metrics only, no outlines; the",
        "// advances of nonspacing and enclosing marks (Unicode Mn, Me) are set to 0.",
        "",
        "/// Inter's metrics, in font units (`unitsPerEm` to the em), at Regular (400) and SemiBold (600)",
        "/// of its text optical size: what the preview measures Latin, Greek and Cyrillic text with, in",
        "/// place of Apple's SF Pro (docs/preview-font.md). Kerning is not included.",
        "enum InterMetrics {",
        "    /// Consecutive code points from `first`, with the advance of each in font units.",
        "    struct Run: Sendable {",
        "        let first: UInt32",
        "        let advances: [UInt16]",
        "    }",
        "",
        f"    static let unitsPerEm: Int = {units}",
        "    /// From the `hhea` table: above the baseline (positive), below it (negative), and the gap",
        "    /// between lines.",
        f"    static let ascender: Int = {hhea.ascent}",
        f"    static let descender: Int = {hhea.descent}",
        f"    static let lineGap: Int = {hhea.lineGap}",
        "    /// From the `OS/2` table.",
        f"    static let capHeight: Int = {os2.sCapHeight}",
        f"    static let xHeight: Int = {os2.sxHeight}",
        "",
        "    /// The advance of `scalar` in font units, or nil when the tables do not cover it.",
        "    static func advance(of scalar: Unicode.Scalar, semibold: Bool) -> Int? {",
        "        let runs = semibold ? semiboldRuns : regularRuns",
        "        let value = scalar.value",
        "        // The first run starting after `value`; the one before it is the only one that may hold it.",
        "        var low = 0",
        "        var high = runs.count",
        "        while low < high {",
        "            let middle = (low + high) / 2",
        "            if runs[middle].first <= value {",
        "                low = middle + 1",
        "            } else {",
        "                high = middle",
        "            }",
        "        }",
        "        guard low > 0 else { return nil }",
        "        let run = runs[low - 1]",
        "        let offset = Int(value - run.first)",
        "        return offset < run.advances.count ? Int(run.advances[offset]) : nil",
        "    }",
        "",
    ]
    out += swift_runs("regularRuns", "Inter Regular (400), by code point.", regular_advances)
    out.append("")
    out += swift_runs("semiboldRuns", "Inter SemiBold (600), by code point.", semibold_advances)
    out += ["}", ""]
    with open(output, "w", encoding="utf-8", newline="\n") as file:
        file.write("\n".join(out))
    print(f"{len(regular_advances)} code points in {len(runs(regular_advances))} runs per weight, "
          f"{units} units per em, {font_version}", file=sys.stderr)


if __name__ == "__main__":
    main()
