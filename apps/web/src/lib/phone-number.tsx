import { localFromMsisdn } from '@esr/domain';

// A subscriber's number, shown one way everywhere (issue 39): the 11 digits starting with 0 that the spec's
// phone rule names (section 9), the number the subscriber dials and types into the Jazz-number prompt; the
// msisdn (92 and 10 digits) is the API's identifier and is never shown as such. Decision 0990.

/** The number as text, for a form field's value ('923005550001' and '03005550001' both '03005550001'). */
export const phoneNumberText = (number: string): string => localFromMsisdn(number);

/** The number in running text: left to right on a right-to-left page, apart from the words around it. */
export function PhoneNumber({ number }: { number: string }) {
  return <bdi dir="ltr">{phoneNumberText(number)}</bdi>;
}
