import { NOTIFICATIONS } from '../../../../shared/contracts/notifications.contract';

export interface ShortText {
  /** What the list shows: the text, cut with an ellipsis when longer than the limit. */
  text: string;
  /** The full text for the hover title, only when it was cut. */
  full: string | undefined;
}

/** Notifications are cut at 90 characters; the full text stays available on hover (spec 2 §2). */
export function shortenNotificationText(text: string, max: number = NOTIFICATIONS.textMax): ShortText {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return { text: chars.join(''), full: undefined };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, full: text.trim() };
}
