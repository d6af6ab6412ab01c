// Mantine CSS this folder's components need beyond the shell's (docs/architecture.md, Styles):
// it loads with the chunks that render them.
import '@mantine/core/styles/List.css';
