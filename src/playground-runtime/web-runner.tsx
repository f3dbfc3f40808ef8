/** The runner for web playgrounds: renders the entry's default export with React, with the files' CSS. */
import * as CottonBox from 'cotton-box'
import * as CottonBoxReact from 'cotton-box-react'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as ReactDOMClient from 'react-dom/client'
import * as JsxRuntime from 'react/jsx-runtime'
import { reportThrown } from './error-report'
import { startRunner } from './runner'

startRunner({
  builtins: {
    'cotton-box': CottonBox,
    'cotton-box-react': CottonBoxReact,
    react: React,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'react/jsx-runtime': JsxRuntime,
  },
  applyStyles(files) {
    for (const file of files) {
      const style = document.createElement('style')
      style.dataset.file = file.name
      style.textContent = file.code
      document.head.append(style)
    }
  },
  present(exports, { report, fileNames }) {
    if (typeof exports.default !== 'function') {
      report({
        title: 'Nothing to show',
        message: 'Export a React component as the default export, e.g. export default function App() { … }',
      })
      return
    }
    const App = exports.default as React.ComponentType
    const root = ReactDOMClient.createRoot(document.getElementById('root')!, {
      onUncaughtError: (error) => report(reportThrown(error, fileNames)),
    })
    root.render(<App />)
  },
})
