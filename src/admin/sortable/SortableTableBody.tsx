import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';

interface Props<T extends { id: Identifier }> {
  items: readonly T[];
  /** What a row is called in the handle's label and the screen reader's announcements. */
  nameOf(item: T): string;
  /** The items in their new order, after a drag (pointer or keyboard). */
  onReorder(items: T[]): void;
  disabled?: boolean;
  /** The row's cells after its drag handle. */
  children(item: T, index: number): ReactNode;
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: Identifier;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <TableRow
      ref={setNodeRef}
      data-testid="sortable-row"
      sx={{
        transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <TableCell padding="checkbox">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={disabled}
          size="small"
          aria-label={translate('app.sortable.handle', { name })}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      {children}
    </TableRow>
  );
}

/**
 * Table rows reordered by drag and drop: with a pointer on each row's handle, or from the
 * keyboard (focus a handle, Space to lift, arrows to move, Space to drop, Escape to cancel),
 * announced to screen readers in the current language.
 */
export function SortableTableBody<T extends { id: Identifier }>({
  items,
  nameOf,
  onReorder,
  disabled,
  children,
}: Props<T>) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const find = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id);
  const name = (id: UniqueIdentifier) => nameOf(items[find(id)]);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate('app.sortable.lifted', { name: name(active.id), position: find(active.id) + 1 }),
    onDragOver: ({ active, over }) =>
      over ? translate('app.sortable.moved', { name: name(active.id), position: find(over.id) + 1 }) : undefined,
    onDragEnd: ({ active, over }) =>
      translate('app.sortable.dropped', { name: name(active.id), position: find(over?.id ?? active.id) + 1 }),
    onDragCancel: ({ active }) => translate('app.sortable.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const [from, to] = [find(active.id), find(over?.id)];
    if (from >= 0 && to >= 0 && from !== to) onReorder(arrayMove([...items], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate('app.sortable.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <TableBody>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
              {children(item, index)}
            </SortableRow>
          ))}
        </TableBody>
      </SortableContext>
    </DndContext>
  );
}
