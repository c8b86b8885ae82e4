"""Counts the distinct colours of a PNG, for the screenshot tests of HeadlessBrowserTests.swift:
a picture of one flat colour is a page that drew nothing. Python's standard library only (zlib
inflates the image data, which Foundation cannot on Linux).

  png-colours.py FILE
      "WIDTH HEIGHT COLOURS", or an error on stderr and exit 1
"""
import struct
import sys
import zlib

# Bytes a pixel takes at bit depth 8, by colour type (PNG specification, 11.2.2 IHDR).
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunks(data):
    position = 8
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        yield kind, data[position + 8:position + 8 + length]
        position += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def rows(raw, width, height, step):
    """The unfiltered rows (PNG specification, 9 Filtering)."""
    stride = width * step
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        row = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        if kind == 1:
            for i in range(step, stride):
                row[i] = (row[i] + row[i - step]) & 0xFF
        elif kind == 2:
            row = bytearray((x + y) & 0xFF for x, y in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - step] if i >= step else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                left = row[i - step] if i >= step else 0
                upper_left = previous[i - step] if i >= step else 0
                row[i] = (row[i] + paeth(left, previous[i], upper_left)) & 0xFF
        elif kind != 0:
            raise ValueError("unknown filter type %d" % kind)
        yield row
        previous = row


def main(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG: no PNG signature")
    header = dict(chunks(data))[b"IHDR"]
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or interlace != 0 or colour_type not in CHANNELS:
        raise ValueError("only 8-bit, non-interlaced PNGs are read (depth %d, colour type %d, interlace %d)"
                         % (depth, colour_type, interlace))
    raw = zlib.decompress(b"".join(body for kind, body in chunks(data) if kind == b"IDAT"))
    step = CHANNELS[colour_type]
    colours = set()
    for row in rows(raw, width, height, step):
        colours.update(bytes(row[i:i + step]) for i in range(0, len(row), step))
    print(width, height, len(colours))


try:
    main(sys.argv[1])
except Exception as error:
    print("png-colours.py: %s: %s" % (sys.argv[1], error), file=sys.stderr)
    sys.exit(1)
