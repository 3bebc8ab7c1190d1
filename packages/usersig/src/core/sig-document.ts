export interface SigFields {
  identifier: string;
  sdkAppID: number;
  time: number;
  expire: number;
  /** Standard base64 of the privilege buffer, when there is one. */
  userbuf?: string;
}

/** The text that is HMAC-signed, line by line as the official library builds it. */
export function signedContent(f: SigFields): string {
  let text = 'TLS.identifier:' + f.identifier + '\n' + 'TLS.sdkappid:' + f.sdkAppID + '\n' + 'TLS.time:' + f.time + '\n' + 'TLS.expire:' + f.expire + '\n';
  if (f.userbuf !== undefined) text += 'TLS.userbuf:' + f.userbuf + '\n';
  return text;
}

/**
 * The JSON document that gets compressed, in the official field order. Written out rather than
 * JSON.stringify'd from an object: the result is the same (the numbers are whole and below 2^32),
 * and it avoids building an object per sig on the hot path.
 */
export function sigDocument(f: SigFields, sig: string): string {
  return (
    '{"TLS.ver":"2.0","TLS.identifier":' +
    JSON.stringify(f.identifier) +
    ',"TLS.sdkappid":' +
    f.sdkAppID +
    ',"TLS.time":' +
    f.time +
    ',"TLS.expire":' +
    f.expire +
    (f.userbuf === undefined ? '' : ',"TLS.userbuf":' + JSON.stringify(f.userbuf)) +
    ',"TLS.sig":' +
    JSON.stringify(sig) +
    '}'
  );
}
