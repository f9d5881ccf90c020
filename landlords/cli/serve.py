"""``landlords serve``: the Voila apps, the lessons or a class session in a browser.

The apps are imported only when the verb runs (they need the 'app' extra), through
their public module paths.
"""

from __future__ import annotations

import sys


def _serve(args) -> int:
    try:
        from landlords.serve.server import serve_main
    except ImportError as error:
        print(f"landlords serve: the apps need the 'app' extra: pip install 'landlords[app]' "
              f"({error.name} is missing)", file=sys.stderr)
        return 1
    from landlords.serve.server import CULL_AFTER, MAX_PAGES, PAGES_PER_ADDRESS, page_settings

    cull_after = CULL_AFTER if args.cull_after is None else args.cull_after
    pages = page_settings(MAX_PAGES if args.max_pages is None else args.max_pages,
                          PAGES_PER_ADDRESS if args.pages_per_address is None else args.pages_per_address)
    if args.app == "classroom":
        try:
            from landlords.serve.classroom import serve_classroom_main
        except ImportError as error:
            print(f"landlords serve classroom: the class store comes with the 'app' extra: pip install "
                  f"'landlords[app]' ({error.name} is missing)", file=sys.stderr)
            return 1
        return serve_classroom_main(host=args.host, port=args.port, store=args.store,
                                    open_browser=not args.no_browser, cull_after=cull_after, pages=pages)
    if args.store is not None:
        print("landlords serve: --store is for 'landlords serve classroom' only", file=sys.stderr)
        return 2
    return serve_main(args.app, port=args.port, open_browser=not args.no_browser, host=args.host,
                      cull_after=cull_after, pages=pages)
