// The parsing rules of the dashboard's inline application (spec sections 5 and 9).
import { digitsOnly } from '@web/lib/digits-only';

/** Spec section 9: default rate 100, default timeline 7 days. */
export const DEFAULT_RATE = 100;
export const DEFAULT_TIMELINE_DAYS = 7;

/** The amount sent: the rate's digits, or the default rate when there are none. */
export const rateFrom = (text: string) => Number(digitsOnly(text)) || DEFAULT_RATE;

/** The timeline sent: the first number in the text ('about 10 days' is 10), or the default. */
export const timelineFrom = (text: string) =>
  Number(text.match(/\d+/)?.[0]) || DEFAULT_TIMELINE_DAYS;
