/** Renders the open modal of the modals store. */
export function ModalHost() {
  return null;
}
