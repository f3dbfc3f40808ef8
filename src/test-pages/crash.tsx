import { useState } from 'react'
import { Layout } from '../components/layout/Layout'
import type { PageProps } from 'gatsby'
import { Seo } from '../components/seo/Seo'

function Crasher(): never {
  throw new Error('The test page crashed on purpose', { cause: new Error('A nested cause') })
}

/** Test-only page (built only with COTTON_BOX_TEST_PAGES=true): crashes when asked to. */
export default function CrashTestPage({ location }: PageProps) {
  const [crash, setCrash] = useState(false)
  return (
    <Layout location={location}>
      <h1>Crash test</h1>
      <button type="button" onClick={() => setCrash(true)}>
        Crash the page
      </button>
      {crash && <Crasher />}
    </Layout>
  )
}

export function Head() {
  return <Seo title="Crash test" path="/test/crash" />
}
