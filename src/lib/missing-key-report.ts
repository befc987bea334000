/** How a key without text is reported on the console; the test suites fail on this prefix. */
export const MISSING_KEY_REPORT = 'i18n: missing key';
