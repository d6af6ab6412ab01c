// The CSS of what this folder renders (docs/architecture.md, Styles).
import '@mantine/core/styles/Pagination.css';
