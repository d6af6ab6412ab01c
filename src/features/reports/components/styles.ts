// Mantine CSS this folder's components need beyond the shell's (docs/architecture.md, Styles):
// it loads with the chunks that render them.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
