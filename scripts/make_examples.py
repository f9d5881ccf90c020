"""Write the example game records shipped in ``landlords/data/examples/``.

Run it after a change of rules or bots that alters how the example games go (the test
``tests/test_examples.py`` says when)::

    python scripts/make_examples.py
"""

from pathlib import Path

from landlords.examples import example_names, play_example

FOLDER = Path(__file__).resolve().parents[1] / "landlords" / "data" / "examples"


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name in example_names():
        record = play_example(name)
        path = FOLDER / f"{name}.json"
        record.save(path)
        print(f"{path.name}: {record.rules}, {len(record.log)} steps, "
              f"{(record.final or {}).get('outcome', {}).get('termination')}")


if __name__ == "__main__":
    main()
