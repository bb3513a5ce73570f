/** A YYYY-MM-DD calendar date from a DateTime or Date input (date columns keep the day only). */
export const calendarDate = (value: Date | string) => (value instanceof Date ? value.toISOString() : value).slice(0, 10);

/** Today's date (UTC) as YYYY-MM-DD: a lot whose expires_on is before it has expired. */
export const today = () => new Date().toISOString().slice(0, 10);
