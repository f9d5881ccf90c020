"""Write the example game records each rule set ships (``RuleSet.examples``).

Run it after a change of rules or bots that alters how the example games go (the test
``tests/test_examples.py`` says when)::

    python scripts/make_examples.py
"""

from pathlib import Path

from landlords.examples import example_names, example_path, play_example


def main() -> None:
    for name in example_names():
        record = play_example(name)
        path = Path(str(example_path(name)))
        path.parent.mkdir(parents=True, exist_ok=True)
        record.save(path)
        print(f"{path.name}: {record.rules}, {len(record.log)} steps, "
              f"{(record.final or {}).get('outcome', {}).get('termination')}")


if __name__ == "__main__":
    main()
