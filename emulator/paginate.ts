import { ApiError } from "./errors";
import type { OrderedMap, Seek } from "./ordered";

/**
 * Cursor pagination over an ordered collection, newest first. The cursor is opaque to clients: the
 * position after the last item returned, bound to the item's id so a stale cursor (an object gone,
 * or no longer matching the filters) fails clearly. A binary search finds the position.
 */
export function paginate<T extends { id: string }>(
  items: OrderedMap<T>,
  limit: number,
  cursor: string | undefined,
  seek: Seek<T> = {},
) {
  const page = items.page(limit, cursor === undefined ? undefined : decodeCursor(cursor), seek);
  if (!page) {
    throw new ApiError(400, "invalid_cursor", "The cursor does not match this list; start again without it.", {
      param: "cursor",
    });
  }
  const { items: data, hasMore } = page;
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
