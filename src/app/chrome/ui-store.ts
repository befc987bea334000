// The store lives in src/ui so features can close the side menu too.
export { useShellUi } from '../../ui/shell-ui-store';
