import { recordParams } from '@employment-cloud/api-contract';

// A record ID from a path: the contract's rule (a number or its digits; absent answers field.required).
export const idParams = recordParams;

/** Tags without repeats, in their first order. */
export const distinctTags = (list: string[]) => [...new Set(list)];
