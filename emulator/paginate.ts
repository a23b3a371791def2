import { ApiError } from "./errors";

/**
 * Cursor pagination over a list already in its final order. The cursor is opaque to clients: the
 * position after the last item returned, bound to the item's id so a stale cursor fails clearly.
 */
export function paginate<T extends { id: string }>(items: T[], limit: number, cursor: string | undefined) {
  let start = 0;
  if (cursor !== undefined) {
    const decoded = decodeCursor(cursor);
    const at = items.findIndex((x) => x.id === decoded);
    if (at < 0) {
      throw new ApiError(400, "invalid_cursor", "The cursor does not match this list; start again without it.", {
        param: "cursor",
      });
    }
    start = at + 1;
  }
  const data = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  return {
    object: "list" as const,
    data,
    has_more: hasMore,
    next_cursor: hasMore && data.length > 0 ? encodeCursor(data[data.length - 1]!.id) : null,
  };
}

function encodeCursor(id: string): string {
  return Buffer.from(`after:${id}`).toString("base64url");
}

function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  return text.startsWith("after:") ? text.slice(6) : "\u0000";
}

/** Newest first, ties broken by id so pages are stable. */
export function newestFirst<T extends { id: string }>(items: Iterable<T>, createdMs: (x: T) => number): T[] {
  return [...items].sort((a, b) => createdMs(b) - createdMs(a) || (a.id < b.id ? 1 : -1));
}
