#!/usr/bin/env python3
"""Print a YAML file as JSON, for the tests of the GitHub workflow and action (docs/ci.md).

    python3 Tests/Tools/yaml-to-json.py FILE

Uses PyYAML's safe loader, with one change: a key given twice in one mapping is an error (a
plain YAML loader keeps the last, and GitHub rejects the file). Exit 1 with the reason on stderr
when the file is not YAML.
"""
import json
import sys

import yaml


class UniqueKeyLoader(yaml.SafeLoader):
    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, "duplicate key %r" % (key,), key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def main():
    path = sys.argv[1]
    try:
        with open(path) as source:
            value = yaml.load(source, Loader=UniqueKeyLoader)
    except (OSError, yaml.YAMLError) as error:
        print("%s: %s" % (path, error), file=sys.stderr)
        return 1
    # YAML 1.1 reads a bare `on:` key as the boolean true; GitHub reads it as "on".
    if isinstance(value, dict) and True in value:
        value["on"] = value.pop(True)
    json.dump(value, sys.stdout, sort_keys=True, default=str)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
