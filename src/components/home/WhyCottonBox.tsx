import { CodeBlock } from '../code-block/CodeBlock'
import * as styles from './WhyCottonBox.module.css'
import { reasons } from './why'

/** "Why Cotton Box": three short reasons beside a small sample, highlighted at build time. */
export function WhyCottonBox({ sample }: { readonly sample: string }) {
  return (
    <section className={styles.why} aria-labelledby="why-heading">
      <div>
        <h2 id="why-heading">Why Cotton Box</h2>
        <dl className={styles.reasons}>
          {reasons.map(({ title, text }) => (
            <div key={title}>
              <dt>{title}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.sample}>
        <CodeBlock code={sample} language="tsx" title="cart.tsx" />
      </div>
    </section>
  )
}
