/** What every dialog and drawer is given: how to close itself. */
export interface Closable {
  onClose: () => void;
}

/** A dialog kept mounted by its caller and shown while `open`. */
export interface Openable extends Closable {
  open: boolean;
}
