"""Compile the package's typed core with mypyc, in place, or remove what it built (issue 28).

Run:  python benchmarks/build_compiled.py [--clean] [--opt 3] [--only MODULE ...] [--tree DIR]

Compiles :data:`MODULES`, every module of the package marked ``# mypyc: compiled`` (the
same source the interpreted path runs), to extension modules next to their ``.py`` files,
so ``import landlords`` picks the compiled ones up; ``--clean`` removes them (and the build
directory) to restore the interpreted path.  mypyc's shared runtime module lies beside the
package (``landlords.version.RUNTIME``, loaded by its path).  With ``--tree DIR`` the
source tree is left interpreted: the package is copied to ``DIR/landlords`` and compiled
there, so that ``PYTHONPATH=DIR`` runs the compiled build beside the interpreted one
(``throughput.py --compiled-tree DIR`` and ``instructions.py --compiled-tree DIR`` measure
both).  Needs ``mypy`` (it brings ``mypyc``) and a C compiler; nothing at run time needs
them.  The built files are never committed (``.gitignore``).

How it went, measured (``throughput.py``: rounds/s as a share of a bare dice-and-move loop
in the same run, four players, events off; ``instructions.py``: callgrind's instructions
per game, steady whatever else the machine runs):

==========================================  ======  ========  =============  ========
stage                                       1906    Monopoly  Monopoly Deal  load
==========================================  ======  ========  =============  ========
interpreted, before issue 28                2.46%   1.54%     0.20%          ~1
the Monopoly bots compiled (prototype)      2.41%   2.15%     0.19%          1.6
+ the engine's loop, ledger, chance; Deal   3.08%   2.46%     0.55%          1.3
  reworked, its bots and kernels compiled
+ Game native, Monopoly a native line       3.13%   3.37%     0.60%          1.2
+ 1906 a native line, chance on machine     8.78%   5.53%     0.63%          0.5-0.7
  words, typed tables and frames
+ Deal's game native, auctions and order    8.75%   5.32%     0.80%          0.8-0.9
  throws compiled (five takes each)
interpreted, after                          2.89%   1.70%     0.41%          0.8-0.9
==========================================  ======  ========  =============  ========

Instructions per game at the end: compiled 5.3 M (1906), 29.5 M (Monopoly), 13.8 M
(Deal); interpreted 19.2 M, 93.4 M, 24.2 M, against 19.8 M, 96.7 M, 24.2 M interpreted
at e5e4551, before the engine's Game became native.

The peer simulator (gamescomputersplay/monopoly, ``throughput.py --peer``) played at 5.07-5.19%
in four runs where our compiled Monopoly played at 4.84-5.53% (ahead in two, behind in two).  Measured and left out: compiling MonopolyGame and its mixins as Python
classes (``native_class=False``) was slower than the bots alone (1.77-1.81% against
2.13%): untyped attribute reads lose to the interpreter's specialised ones; and mypyc's
traits: a plain-Python subclass's override of a method a native class inherits from a
trait is missed by compiled callers, so the rule sets are lines of native classes.
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
