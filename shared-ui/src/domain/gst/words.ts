// Amounts of a tax document in figures and in words, to the paisa. The Indian number words are the
// booking office's (rupeesInWords); only the paise are added here.
import { RUPEE_SIGN, rupeesInWords } from '../booking-office/money';
import { isPaise } from './tax';

/** The words of a whole number, taken from rupeesInWords' 'Rupees … Only'. */
function numberWords(n: number): string {
  return rupeesInWords(n).slice('Rupees '.length, -' Only'.length);
}

/**
 * An amount in paise in words as a tax document writes it:
 * 1050050 -> 'Rupees Ten Thousand Five Hundred and Paise Fifty Only',
 * 1050000 -> 'Rupees Ten Thousand Five Hundred Only', 5 -> 'Paise Five Only',
 * 0 -> 'Rupees Zero Only'.
 */
export function paiseInWords(amountPaise: number): string {
  if (!isPaise(amountPaise)) throw new RangeError(`Not an amount in paise: ${amountPaise}`);
  const rupees = Math.floor(amountPaise / 100);
  const paise = amountPaise % 100;
  if (paise === 0) return rupeesInWords(rupees);
  const paiseWords = `Paise ${numberWords(paise)}`;
  return rupees === 0
    ? `${paiseWords} Only`
    : `Rupees ${numberWords(rupees)} and ${paiseWords} Only`;
}

let figures: Intl.NumberFormat | undefined;

/**
 * An amount in paise in figures with Indian grouping: 1050050 -> '₹10,500.50', 5 -> '₹0.05'. A
 * negative one (a tax invoice's balance when the advances exceed the tour, balanceAfterAdvances)
 * has a minus sign: -1250 -> '-₹12.50'.
 */
export function formatPaise(amountPaise: number): string {
  const paise = Math.abs(amountPaise);
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${amountPaise}`);
  figures ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  // Whole rupees and paise apart, so no division by 100 goes through a binary fraction.
  const rupees = figures.format(Math.floor(paise / 100));
  const sign = amountPaise < 0 ? '-' : '';
  return `${sign}${RUPEE_SIGN}${rupees}.${String(paise % 100).padStart(2, '0')}`;
}
