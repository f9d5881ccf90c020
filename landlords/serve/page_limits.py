"""Bounded kernels: every page of the apps runs on a kernel of its own (75-200 MB), so the
server of ``landlords serve`` bounds how many pages may hold one.

* At most ``max_pages`` pages hold a kernel at once (the preheated pool apart).
* At most ``pages_per_address`` of them come from one client address (other than this
  machine's own: served on 127.0.0.1, every page comes from there and the server's cap
  is the only one).
* A new page past a limit first frees the kernels of closed pages (a page that connected
  to its kernel and is gone, which the idle culler would shut down minutes later): the
  address's own, and for the server's cap anybody's, oldest first.  A page reloaded
  five times costs one kernel, not five.  If that frees nothing, the page is refused
  with one plain sentence (HTTP 503).
* A kernel no page connects to within ``connect_within`` seconds of being sent (a plain
  GET: curl, a link preview, a crawler) is shut down then, not after the idle culler's
  minutes.

:class:`PageKernelManager` (Voila's ``multi_kernel_manager_class``) keeps the pages'
kernels, their addresses and whether a page ever connected to each; :class:`PageHandler`
serves ``/voila/render/...`` in place of Voila's handler: it asks the manager before a
kernel is taken, and tells the page's kernel the address of the browser (the
:data:`~landlords.serve.server.CLIENT_HEADER`, written by the server over whatever the
browser sent).
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections import Counter
from dataclasses import dataclass
from html import escape

from jupyter_core.utils import ensure_async
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Integer
from voila.tornado.handler import TornadoVoilaHandler

from .server import CLIENT_HEADER, CONNECT_WITHIN, MAX_PAGES, PAGES_PER_ADDRESS

#: The page a refused visitor sees.
REFUSED_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>The server is full</title></head>
<body style="font-family: Georgia, serif; max-width: 40em; margin: 3em auto; font-size: 18px">
<p>{}</p></body></html>
"""


@dataclass
class Page:
    """A page's kernel: where the page came from, and whether a page ever connected to it."""

    address: str
    connected: bool = False


def counted_apart(address: str) -> bool:
    """Whether ``address`` has a limit of its own (every address but this machine's)."""
    try:
        return not ipaddress.ip_address(address).is_loopback
    except ValueError:
        return True


class PageKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, keeping the kernels of pages within limits (see the module)."""

    max_pages = Integer(MAX_PAGES, config=True,
                        help="The most pages that hold a kernel at once (the preheated pool apart).")
    pages_per_address = Integer(PAGES_PER_ADDRESS, config=True,
                                help="The most of them from one client address other than this machine's.")
    connect_within = Float(CONNECT_WITHIN, config=True,
                           help="Seconds after a page is sent within which it must connect to its "
                                "kernel, or the kernel is shut down (0: never).")

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._pages: dict[str, Page] = {}
        self._coming: Counter[str] = Counter()        # pages let in whose kernel is not known yet

    # ------------------------------------------------------------------ what Jupyter tells
    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        page = self._pages.get(kernel_id)
        if page is not None:
            page.connected = True

    def _live_pages(self) -> dict[str, Page]:
        for kernel_id in [k for k in self._pages if k not in self]:
            del self._pages[kernel_id]
        return self._pages

    def page_kernels(self, address: str | None = None) -> list[str]:
        """The kernels of pages (of ``address``, or of every address) running now, oldest first."""
        return [k for k, page in self._live_pages().items() if address is None or page.address == address]

    def _connections(self, kernel_id: str) -> int:
        return self.kernel_model(kernel_id)["connections"]

    # ------------------------------------------------------------------ letting a page in
    async def _free_closed(self, kernels: list[str], count: int) -> None:
        """Shut down the kernels of up to ``count`` closed pages (connected once, not now)
        among ``kernels``, oldest first."""
        closed = [k for k in kernels if self._pages[k].connected and not self._connections(k)]
        for kernel_id in closed[:max(0, count)]:
            self.log.info("Shutting down the kernel of a closed page from %s to make room for a new page",
                          self._pages[kernel_id].address)
            await ensure_async(self.shutdown_kernel(kernel_id))

    async def admit(self, address: str) -> str | None:
        """Let a page from ``address`` take a kernel (None), or say why not."""
        if counted_apart(address):
            mine = self.page_kernels(address)
            await self._free_closed(mine, len(mine) + self._coming[address] - self.pages_per_address + 1)
            held = len(self.page_kernels(address)) + self._coming[address]
            if held >= self.pages_per_address:
                self.log.warning("Refused a page to %s: it holds %d pages", address, held)
                return (f"This computer has {held} pages of this server open, as many as one computer may "
                        f"({self.pages_per_address}). Close one (its place is freed at once), then reload "
                        f"this page.")
        everyone = self.page_kernels()
        await self._free_closed(everyone, len(everyone) + sum(self._coming.values()) - self.max_pages + 1)
        held = len(self.page_kernels()) + sum(self._coming.values())
        if held >= self.max_pages:
            self.log.warning("Refused a page to %s: the server holds %d pages", address, held)
            return (f"This server has {held} pages open, as many as it allows ({self.max_pages}). "
                    f"Close a page you no longer use, or try again in a minute.")
        self._coming[address] += 1
        return None

    def page_taken(self, address: str, kernel_id: str | None) -> None:
        """A page let in took ``kernel_id`` (None: it took none)."""
        self._coming[address] = max(0, self._coming[address] - 1)
        if kernel_id is not None:
            self._pages[kernel_id] = Page(address)

    def page_sent(self, kernel_id: str) -> None:
        """The page of ``kernel_id`` was sent (or its sending broke off): it must connect
        within ``connect_within`` seconds."""
        if kernel_id not in self._pages or self.connect_within <= 0:
            return
        loop = asyncio.get_running_loop()
        loop.call_later(self.connect_within, lambda: asyncio.ensure_future(self._unless_connected(kernel_id)))

    async def _unless_connected(self, kernel_id: str) -> None:
        page = self._pages.get(kernel_id)
        if page is None or page.connected or kernel_id not in self:
            return
        self.log.info("Shutting down the kernel of a page from %s that never connected to it", page.address)
        try:
            await ensure_async(self.shutdown_kernel(kernel_id))
        except Exception:                            # gone meanwhile
            self.log.debug("the kernel %s was gone already", kernel_id)


class _PageOpening:
    """The kernel manager as one page's request sees it: the kernel it takes is noted as the page's."""

    def __init__(self, manager: PageKernelManager, address: str) -> None:
        self._manager = manager
        self._address = address
        self.kernel_id: str | None = None

    def __getattr__(self, name):
        return getattr(self._manager, name)

    def _took(self, kernel_id: str) -> None:
        self.kernel_id = kernel_id
        self._manager.page_taken(self._address, kernel_id)

    async def get_rendered_notebook(self, *args, **kwargs):
        """A preheated kernel, with the page it rendered (Voila's own), noted as this page's."""
        result = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._took(result[2])
        return result

    async def start_kernel(self, *args, **kwargs) -> str:
        """A new kernel (the pool is empty), noted as this page's."""
        kernel_id = await ensure_async(self._manager.start_kernel(*args, **kwargs))
        self._took(kernel_id)
        return kernel_id


class PageHandler(TornadoVoilaHandler):
    """Voila's page handler, within the limits of :class:`PageKernelManager`."""

    _opening: _PageOpening | None = None

    @property
    def kernel_manager(self):
        return self._opening if self._opening is not None else super().kernel_manager

    async def get(self, path=None):
        # Voila's page asks the server to shut its kernel down when it closes, with the
        # _xsrf cookie's value; Voila itself never sets that cookie, so the request was
        # refused (403) and a closed page's kernel lived on until culled (voila#1458).
        # Reading the token sets the cookie (readable by the page's own script only).
        self.xsrf_token  # noqa: B018
        address = self.request.remote_ip or ""
        self.request.headers[CLIENT_HEADER] = address      # the kernel learns it; never the browser's say
        manager = self.settings["kernel_manager"]
        if not isinstance(manager, PageKernelManager):
            return await super().get(path)
        refusal = await manager.admit(address)
        if refusal is not None:
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(REFUSED_PAGE.format(escape(refusal)))
            return
        self._opening = opening = _PageOpening(manager, address)
        try:
            await super().get(path)
        finally:
            if opening.kernel_id is None:
                manager.page_taken(address, None)
            else:
                manager.page_sent(opening.kernel_id)


__all__ = ["Page", "PageHandler", "PageKernelManager", "counted_apart"]
