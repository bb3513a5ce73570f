/**
 * uPlot formats numbers with Intl.NumberFormat(navigator.language) as its module loads, and a
 * browser started under a POSIX locale reports a tag Intl refuses ("en-US@posix"): a RangeError
 * that would leave the page blank. Such a tag is replaced by its valid part before uPlot loads
 * (main.tsx imports this module first).
 */
function validTag(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

if (!validTag(navigator.language)) {
  const usable = navigator.language.split(/[@.]/)[0];
  Object.defineProperty(navigator, 'language', { value: validTag(usable) ? usable : 'en-US', configurable: true });
}
