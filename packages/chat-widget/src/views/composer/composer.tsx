// Placeholder while the composer is built: keeps the contract (props) stable for other panels.
export interface ComposerProps {
  conversationID: string;
}

export function Composer(_props: ComposerProps) {
  return null;
}
