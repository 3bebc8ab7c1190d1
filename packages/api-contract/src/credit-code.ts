// The unified social credit code of a business licence (GB 32100-2015): 18 characters from a
// 31-character alphabet, the last a check character over the first 17 (weights 3^i mod 31).
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters. */
export function creditCodeCheck(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + ALPHABET.indexOf(first17[i]!) * weight, 0);
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether code is a well-formed unified social credit code whose check character matches. */
export function isCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheck(code.slice(0, 17)) === code[17];
}
