#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12) with the jsonschema package.

Usage: check-json.py SCHEMA DOCUMENT...
Prints each document's errors and exits 1 when any document is invalid, 0 when all are valid.
"""
import json
import sys

import jsonschema


def main(arguments):
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    with open(arguments[0], encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    invalid = 0
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
        for error in errors:
            print(f"{path}: {'/'.join(map(str, error.path)) or '(root)'}: {error.message}")
        invalid += bool(errors)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
