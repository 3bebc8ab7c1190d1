/** Where the other nodes read which node rings an invitation (chat/signaling-node.ts). */
export interface InvitationRecords {
  opened(invitation: Invitation): void;
  answered(invitation: Invitation): void;
  ended(inviteID: string): void;
}

/** A pending call invitation (TSignaling), kept in this process's memory until it is over. */
export interface Invitation {
  inviteID: string;
  inviter: string;
  /** '' for a one-to-one invitation. */
  groupID: string;
  inviteeList: string[];
  data: string;
  /** Seconds. */
  timeout: number;
  onlineUserOnly: boolean;
  /** Invitees who have not answered yet. */
  unanswered: Set<string>;
  /** The records and pushes of this invitation's operations, one after another. */
  steps: Promise<void>;
}

/**
 * The pending invitations of this process: the state every signalling operation checks and
 * changes at once (synchronously), and each one's time-out timer. An invitation is forgotten when
 * it is over: answered by every invitee, cancelled, or timed out.
 */
export class InvitationRegistry {
  private readonly pending = new Map<string, { invitation: Invitation; timer: NodeJS.Timeout }>();
  private closed = false;
  /** Set on a node among others: each change is recorded for them. */
  records: InvitationRecords | undefined;

  /** Starts ringing: `onTimeout` runs once the timeout passes unless the invitation ended first. */
  open(invitation: Invitation, onTimeout: (invitation: Invitation) => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      if (this.pending.get(invitation.inviteID)?.invitation !== invitation) return;
      this.end(invitation.inviteID);
      onTimeout(invitation);
    }, invitation.timeout * 1000);
    this.pending.set(invitation.inviteID, { invitation, timer: timer.unref() });
    this.records?.opened(invitation);
  }

  /** An invitee answered; others still have not. */
  answered(invitation: Invitation): void {
    if (this.pending.has(invitation.inviteID)) this.records?.answered(invitation);
  }

  get(inviteID: string): Invitation | undefined {
    return this.pending.get(inviteID)?.invitation;
  }

  /** Forgets an invitation that is over and stops its timer. */
  end(inviteID: string): void {
    const entry = this.pending.get(inviteID);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(inviteID);
    this.records?.ended(inviteID);
  }

  /** Every pending invitation. */
  all(): Invitation[] {
    return [...this.pending.values()].map((e) => e.invitation);
  }

  /** The pending invitations this user sent. */
  sentBy(userID: string): Invitation[] {
    return [...this.pending.values()].map((e) => e.invitation).filter((invitation) => invitation.inviter === userID);
  }

  /**
   * Runs an operation's records and pushes after the earlier operations' (a failed one does not
   * stop the next); resolves or rejects with this one's outcome.
   */
  static step<T>(invitation: Invitation, task: () => Promise<T>): Promise<T> {
    const outcome = invitation.steps.then(task);
    invitation.steps = outcome.then(
      () => undefined,
      () => undefined,
    );
    return outcome;
  }

  /** The server stops: no timer fires any more, nothing new rings. */
  close(): void {
    this.closed = true;
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  get size(): number {
    return this.pending.size;
  }
}
