export { readReceiptsMachineFor } from './read-receipts.connect';
export { asksForReceipt, readLabel, VISIBLE_RATIO, visibleShare } from './read-receipts.logic';
export type { ReadLabel } from './read-receipts.types';
