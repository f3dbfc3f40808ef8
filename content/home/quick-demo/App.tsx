import { StateManager } from 'cotton-box'
import { useStateValue } from 'cotton-box-react'
import { useId } from 'react'

interface Note {
  id: number
  title: string
  body: string
}

interface NotesState {
  notes: Note[]
  selectedId: number | null
}

// One manager holds every note and the selection; each component selects only what it shows.
const NotesStore = new StateManager<NotesState>({
  notes: [
    { id: 1, title: 'Groceries', body: 'Oat milk, apples, coffee beans.' },
    { id: 2, title: 'Weekend', body: 'Hike on Saturday morning.\nCall Grandma on Sunday.' },
    { id: 3, title: 'Gift ideas', body: 'A board game for Sam.' },
  ],
  selectedId: 1,
})

function addNote() {
  NotesStore.set((state) => {
    const id = Math.max(0, ...state.notes.map((note) => note.id)) + 1
    return { notes: [...state.notes, { id, title: '', body: '' }], selectedId: id }
  })
}

function deleteSelectedNote() {
  NotesStore.set((state) => {
    const index = state.notes.findIndex((note) => note.id === state.selectedId)
    if (index === -1) return state
    const notes = state.notes.filter((_, position) => position !== index)
    // Select the note that takes the deleted one's place, or the new last one.
    const next = notes[Math.min(index, notes.length - 1)]
    return { notes, selectedId: next ? next.id : null }
  })
}

function selectNote(id: number) {
  NotesStore.set((state) => ({ ...state, selectedId: id }))
}

function updateNote(id: number, changes: Partial<Omit<Note, 'id'>>) {
  NotesStore.set((state) => ({
    ...state,
    notes: state.notes.map((note) => (note.id === id ? { ...note, ...changes } : note)),
  }))
}

const sameIds = (previous: number[], next: number[]) =>
  previous.length === next.length && previous.every((id, index) => id === next[index])

function NoteListItem({ id }: { readonly id: number }) {
  const title = useStateValue(NotesStore, (state) => state.notes.find((note) => note.id === id)?.title ?? '')
  const selected = useStateValue(NotesStore, (state) => state.selectedId === id)
  return (
    <li>
      <button className="note-link" aria-current={selected ? 'true' : undefined} onClick={() => selectNote(id)}>
        {title.trim() || 'Untitled'}
      </button>
    </li>
  )
}

function NoteList() {
  // The selector builds a new array on every call. Without an equality function, useStateValue would
  // see a new value on every render and loop forever; sameIds compares the ids instead.
  const ids = useStateValue(NotesStore, (state) => state.notes.map((note) => note.id), sameIds)
  const hasSelection = useStateValue(NotesStore, (state) => state.selectedId !== null)
  return (
    <nav className="sidebar" aria-label="Notes">
      <div className="toolbar">
        <button onClick={addNote}>New note</button>
        <button onClick={deleteSelectedNote} disabled={!hasSelection}>
          Delete note
        </button>
      </div>
      {ids.length > 0 ? (
        <ul className="note-list">
          {ids.map((id) => (
            <NoteListItem key={id} id={id} />
          ))}
        </ul>
      ) : (
        <p className="empty">No notes yet.</p>
      )}
    </nav>
  )
}

function NoteEditor() {
  const titleId = useId()
  const bodyId = useId()
  const note = useStateValue(NotesStore, (state) => state.notes.find((candidate) => candidate.id === state.selectedId))
  if (!note) {
    return (
      <section className="editor" aria-label="Editor">
        <p className="empty">Select a note or create a new one.</p>
      </section>
    )
  }
  return (
    <section className="editor" aria-label="Editor">
      <div className="field">
        <label htmlFor={titleId}>Title</label>
        <input id={titleId} value={note.title} onChange={(event) => updateNote(note.id, { title: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={bodyId}>Note</label>
        <textarea id={bodyId} value={note.body} onChange={(event) => updateNote(note.id, { body: event.target.value })} />
      </div>
    </section>
  )
}

export default function App() {
  return (
    <div className="notes-app">
      <NoteList />
      <NoteEditor />
    </div>
  )
}
