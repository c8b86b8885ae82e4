"""Checks XML reports against an XML Schema with a standard validator (python-xmlschema), for
the JUnit tests in JUnitSchemaTests.swift; `make test-deps` installs xmlschema (docs/replay.md).

  xml-check.py XSD FILE...
      each FILE against XSD: "valid FILE" or "invalid FILE: why"
"""
import sys

import xmlschema


def main(arguments):
    schema = xmlschema.XMLSchema10(arguments[0])
    for path in arguments[1:]:
        error = next(iter(schema.iter_errors(path)), None)
        if error is None:
            print("valid " + path)
        else:
            reason = error.reason or str(error).splitlines()[0]
            print("invalid %s: %s at %s" % (path, reason, error.path))


main(sys.argv[1:])
