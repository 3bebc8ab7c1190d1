// What a view-triggered engine call comes to (docs/architecture.md §8): whether it succeeded and
// the catalogue key of the toast that says so, or none. The view's hook shows it; errors are
// shown, never dropped.
export interface ActionOutcome {
  ok: boolean;
  /** A key of the chat catalogue; null: no toast. */
  text: string | null;
}

/** Runs `call`; `success` or `failure` as its toast. A refusal's reason is not shown: each action has one failure text. */
export async function attempt(call: () => Promise<unknown>, success: string | null, failure: string): Promise<ActionOutcome> {
  try {
    await call();
  } catch {
    return { ok: false, text: failure };
  }
  return { ok: true, text: success };
}
