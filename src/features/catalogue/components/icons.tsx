// The few line icons the catalogue screens use.
import { LineIcon } from '@/components/icons/line-icon';

export function PencilIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}

export function PlusIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

/** The handle a category or service is dragged by (Change order). */
export function GripIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M5 9h14M5 15h14" />
    </LineIcon>
  );
}

export function ArrowUpIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </LineIcon>
  );
}

export function ArrowDownIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </LineIcon>
  );
}
