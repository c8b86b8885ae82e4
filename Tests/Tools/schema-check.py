"""Checks pushsim's JSON Schemas with a standard validator (python-jsonschema), for the tests in
SchemaValidatorTests.swift; `make test-deps` installs jsonschema (docs/schema.md).

  schema-check.py SCHEMA_DIR meta
      every SCHEMA_DIR/*.schema.json against draft 2020-12's meta-schema: "ok NAME" or "bad NAME: why"
  schema-check.py SCHEMA_DIR validate URI FILE...
      each FILE against the schema URI (an $id, optionally with #/$defs/...): "valid FILE" or
      "invalid FILE: POINTER: why"
  schema-check.py SCHEMA_DIR lines URI FILE
      each line of the JSON Lines FILE: "valid LINE" or "invalid LINE: POINTER: why"
  schema-check.py SCHEMA_DIR document SCHEMA_FILE FILE...
      each FILE against SCHEMA_DIR/SCHEMA_FILE, with the draft its "$schema" names (a vendored
      schema of another format: SARIF 2.1.0 is draft-04): "valid FILE" or "invalid FILE: ..."
"""
import json
import pathlib
import sys

import jsonschema
import referencing


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def registry(directory):
    resources = []
    for path in sorted(pathlib.Path(directory).glob("*.schema.json")):
        schema = load(path)
        resources.append((schema["$id"], referencing.Resource.from_contents(schema)))
    return referencing.Registry().with_resources(resources)


def verdict(validator, instance):
    errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))
    if not errors:
        return "valid"
    best = jsonschema.exceptions.best_match(errors)
    pointer = "".join("/" + str(part) for part in best.absolute_path)
    return "invalid: %s: %s" % (pointer, best.message)


def main(arguments):
    directory, mode = arguments[0], arguments[1]
    if mode == "meta":
        for path in sorted(pathlib.Path(directory).glob("*.schema.json")):
            try:
                schema = load(path)
                jsonschema.Draft202012Validator.check_schema(schema)
                if schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema":
                    raise ValueError("$schema is not draft 2020-12")
                print("ok " + path.name)
            except Exception as error:  # every schema is reported, whatever is wrong with it
                print("bad %s: %s" % (path.name, str(error).splitlines()[0]))
        return
    if mode == "document":
        schema = load(pathlib.Path(directory) / arguments[2])
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        for path in arguments[3:]:
            print("%s %s" % (path, verdict(validator, load(path))))
        return
    uri = arguments[2]
    validator = jsonschema.Draft202012Validator({"$ref": uri}, registry=registry(directory))
    if mode == "validate":
        for path in arguments[3:]:
            try:
                instance = load(path)
            except (OSError, ValueError) as error:  # pushsim judges these too: not a schema's business
                print("%s unparsed: %s" % (path, error))
                continue
            print("%s %s" % (path, verdict(validator, instance)))
    elif mode == "lines":
        with open(arguments[3], encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                print("%d %s" % (number, verdict(validator, json.loads(line))))
    else:
        sys.exit("unknown mode " + mode)


main(sys.argv[1:])
