import { useState } from 'react'
import type { NavbarItem } from '../config/site'
import { NavbarItemLink } from '../components/navbar/NavbarItemLink'
import { Seo } from '../components/seo/Seo'

function Crasher(): never {
  throw new Error('The test page crashed on purpose', { cause: new Error('A nested cause') })
}

/** A navbar item whose link lacks the leading slash: a configuration mistake. */
const brokenNavbarItem: NavbarItem = { type: 'link', label: 'Broken', position: 'left', to: 'docs/learn' }

/** Test-only page (only test builds have it: src/node/test-build.ts): crashes when asked to. */
export default function CrashTestPage() {
  const [crash, setCrash] = useState<'page' | 'navbar item' | null>(null)
  return (
    <>
      <h1>Crash test</h1>
      <button type="button" onClick={() => setCrash('page')}>
        Crash the page
      </button>
      <button type="button" onClick={() => setCrash('navbar item')}>
        Render a broken navbar item
      </button>
      {crash === 'page' && <Crasher />}
      {crash === 'navbar item' && <NavbarItemLink item={brokenNavbarItem} className="" />}
    </>
  )
}

export function Head() {
  return <Seo title="Crash test" path="/test/crash" />
}
