"""Compile the typed core with mypyc, in place, or remove what it built (issue 28, prototype).

Run:  python benchmarks/build_compiled.py [--clean] [--opt 3] [--only MODULE ...] [--tree DIR]

Compiles :data:`MODULES` (the same source the interpreted path runs) to extension
modules next to their ``.py`` files, so ``import landlords`` picks the compiled ones up;
``--clean`` removes them (and the build directory) to restore the interpreted path.
With ``--tree DIR`` the source tree is left interpreted: the package is copied to
``DIR/landlords`` and compiled there, so that ``PYTHONPATH=DIR`` runs the compiled build
beside the interpreted one (``throughput.py --compiled-tree DIR`` measures both in one run).
Needs ``mypy`` (it brings ``mypyc``) and a C compiler; nothing at run time needs them.
The built files are never committed (``.gitignore``).

Measured for the prototype (``throughput.py --skip-imports --repeat 3``, 2 cores, the
ratio of rounds/s to the bare loop of the same run; the load average at the start):

=================================  ==============  ==============
measure                            interpreted     bots compiled
=================================  ==============  ==============
Monopoly, events off               1.47% (0.80)    2.15% (1.59)
Monopoly, events on                1.22%           1.68%
The Landlord's Game (unchanged)    2.42% / 2.01%   2.41% / 1.95%
Monopoly Deal (unchanged)          0.20% / 0.18%   0.19% / 0.17%
=================================  ==============  ==============

``bot_share.py``: 11.30 ms per Monopoly game, 5.97 of it in the bots (53%), interpreted;
8.81 ms, 3.67 in the bots (42%), compiled.

Monopoly Deal (issue 28, step 2: its bots, ``kernel.py`` and ``plays.py`` compiled; the
rules' own speed-ups run in both builds), monopoly-deal events off / on, the load at the
start, and callgrind's instructions per game (seeds 0-19, 4 players, events off):

=================================  ==================  ====
measure                            ÷ bare loop         instructions
=================================  ==================  ===========
before                             0.24% / 0.21% (0.9) 76.3 M
pure-Python speed-ups              0.32% / 0.29% (2.6) 51.6 M
step 2, interpreted                0.44% / 0.38% (2.2) 46.6 M
step 2, compiled                   0.66% / 0.62% (2.3) 39.1 M
=================================  ==================  ===========

The engine's core added (step 2: ``engine/core.py``'s ``GameCore``, ``chance.py``,
``ledger.py`` native), counted in instructions per game (valgrind's callgrind, events off,
4 players; steadier than the ratios on a shared machine, which moved by 20% between runs):

==============================  ===========  ====================  ==================
instructions per game           before       interpreted, after    compiled, after
==============================  ===========  ====================  ==================
The Landlord's Game (20 games)  45.4 M       45.0 M                44.6 M (-1.7%)
Monopoly (5 games)              202.4 M      202.2 M               170.8 M (bots alone:
                                                                   177.0 M; -3.5%)
Monopoly Deal (5 games)         136.9 M      136.8 M               138.5 M (+1.2%)
==============================  ===========  ====================  ==================

The engine's own work is a small part of a game: the rule sets' code and bots stay
interpreted, each call between them and the core crosses from C to Python or back, and
reading the core's fields from Python goes through a descriptor, not the interpreter's
specialised instance reads.  ``keyed``'s 64-bit arithmetic runs on boxed integers either
way (about 13,000 instructions a throw compiled).
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: The line by which a module of the package asks to be compiled (``landlords.engine.native``).
MARKER = "# mypyc: compiled"
#: mypyc's name for the compiled group; its shared runtime module is this plus ``__mypyc``
#: (``landlords.version.RUNTIME``).
RUNTIME_GROUP = "landlords_compiled"


def marked_modules(root: str = ROOT) -> tuple[str, ...]:
    """The package's modules that carry :data:`MARKER` on a line of their own, as paths
    from the repository's root, sorted."""
    found = []
    for path in glob.glob(os.path.join(root, "landlords", "**", "*.py"), recursive=True):
        with open(path, encoding="utf-8") as source:
            if any(line.rstrip() == MARKER for line in source):
                found.append(os.path.relpath(path, root).replace(os.sep, "/"))
    return tuple(sorted(found))


#: The modules compiled, as paths from the repository's root.
MODULES = marked_modules()
# Measured and left out (issue 28): MonopolyGame and its mixins (game.py, estates.py,
# land_tax.py) compiled as Python classes (``native_class=False``, ``self: Any``) made a
# Monopoly run slower, 1.77-1.81% of the bare loop against 2.13% with the bots alone:
# their untyped attribute reads lose to the interpreter's specialised ones.  The state
# gains only as typed native classes, the conversion the prototype's figures decide on.


def build_folder(root: str) -> str:
    """Where mypyc's C files and the compiler's objects go for a build of ``root``."""
    return os.path.join(root, "build", "mypyc")


def built_files(root: str = ROOT) -> list[str]:
    """The extension modules a build left in the tree ``root``: every one in the package
    (those of modules compiled before and no longer marked too) and mypyc's shared
    runtime module beside it."""
    found = []
    for suffix in ("so", "pyd"):
        found += glob.glob(os.path.join(root, "landlords", "**", f"*.{suffix}"), recursive=True)
        found += glob.glob(os.path.join(root, f"*__mypyc.*.{suffix}"))
    return sorted(set(found))


def clean(root: str = ROOT) -> None:
    for path in built_files(root):
        os.remove(path)
        print(f"removed {os.path.relpath(path, root)}")
    folder = build_folder(root)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
        print(f"removed {os.path.relpath(folder, root)}")


def copy_tree(tree: str) -> str:
    """A fresh copy of the package's source in ``tree`` (``tree/landlords``), without
    caches or built files; returns ``tree`` as an absolute path."""
    tree = os.path.abspath(tree)
    if os.path.realpath(tree) == os.path.realpath(ROOT):
        raise SystemExit("build_compiled.py: --tree must be a folder other than the source tree")
    target = os.path.join(tree, "landlords")
    if os.path.isdir(target):
        shutil.rmtree(target)
    os.makedirs(tree, exist_ok=True)
    shutil.copytree(os.path.join(ROOT, "landlords"), target,
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.pyc"))
    return tree


def build(opt_level: str, modules: tuple[str, ...] = MODULES, root: str = ROOT) -> None:
    # Not setuptools.setup(): that would read the project's pyproject.toml, which is not
    # a build configuration for this step.  The distribution is made and run by hand.
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(root)
    started = time.perf_counter()
    # The modules compiled are type-checked; the modules they import are read for their
    # types only (their own untyped code is not this build's concern).
    # The group's name fixes the name of mypyc's shared runtime module, which it puts
    # beside the package (landlords.version.RUNTIME; the package loads it by its path, so
    # that a process started from another folder finds it).
    extensions = mypycify(["--follow-imports=silent", *modules], opt_level=opt_level,
                          target_dir=build_folder(root), group_name=RUNTIME_GROUP)
    dist = Distribution({"name": "landlords-compiled", "ext_modules": extensions,
                         "script_args": ["build_ext", "--inplace", "--build-temp", build_folder(root),
                                         "--build-lib", os.path.join(build_folder(root), "lib")]})
    dist.parse_command_line()
    dist.run_commands()
    print(f"compiled {', '.join(modules)} in {time.perf_counter() - started:.0f} s:")
    for path in built_files(root):
        print(f"  {os.path.relpath(path, root)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    parser.add_argument("--opt", default="3", help="the C compiler's optimisation level (mypyc's opt_level)")
    parser.add_argument("--only", nargs="+", metavar="MODULE", choices=MODULES,
                        help="compile only these of the modules (to measure them apart)")
    parser.add_argument("--tree", metavar="DIR",
                        help="compile a copy of the package in DIR, leaving the source tree as it is")
    args = parser.parse_args()
    if args.tree and args.clean:
        shutil.rmtree(os.path.join(os.path.abspath(args.tree), "landlords"), ignore_errors=True)
        print(f"removed {os.path.join(args.tree, 'landlords')}")
        return
    root = copy_tree(args.tree) if args.tree else ROOT
    clean(root)
    if not args.clean:
        build(args.opt, tuple(args.only or MODULES), root)


if __name__ == "__main__":
    sys.exit(main())
