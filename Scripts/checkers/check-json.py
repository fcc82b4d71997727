#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12) with the jsonschema package.

Usage: check-json.py [--lines] SCHEMA DOCUMENT...
Prints each document's errors and exits 1 when any document is invalid, 0 when all are valid.
With --lines, each line of a document is a JSON document of its own, as in a log.
"""
import json
import sys

import jsonschema


def main(arguments):
    lines = arguments[:1] == ["--lines"]
    if lines:
        arguments = arguments[1:]
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
            if lines:
                documents = [json.loads(line) for line in file.read().splitlines() if line]
            else:
                documents = [json.load(file)]
        for number, document in enumerate(documents, start=1):
            errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
            where = f"{path}:{number}" if lines else path
            for error in errors:
                print(f"{where}: {'/'.join(map(str, error.path)) or '(root)'}: {error.message}")
            invalid += bool(errors)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
