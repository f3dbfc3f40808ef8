import { Link, type PageProps } from 'gatsby'
import { DocCardList } from '../components/cards/DocCardList'
import { Seo } from '../components/seo/Seo'
import type { DocsRootPageContext } from '../types/page-context'
import * as styles from './docs-root.module.css'

const title = 'Documentation'
const description = 'Every Cotton Box guide and API reference page, sidebar by sidebar.'

/** /docs: both sidebars, each category with its entries as cards. */
export default function DocsRootTemplate({ pageContext }: PageProps<object, DocsRootPageContext>) {
  return (
    <div className={styles.root}>
      <h1>{title}</h1>
      <p>{description}</p>
      {pageContext.sidebars.map((sidebar) => (
        <section key={sidebar.id} aria-labelledby={`sidebar-${sidebar.id}`}>
          <h2 id={`sidebar-${sidebar.id}`}>{sidebar.label}</h2>
          {sidebar.categories.map((category) => (
            <section key={category.path} className={styles.category}>
              <h3>
                <Link to={category.path}>{category.label}</Link>
              </h3>
              <p>{category.description}</p>
              <DocCardList cards={category.items} />
            </section>
          ))}
        </section>
      ))}
    </div>
  )
}

export function Head() {
  return <Seo title={title} description={description} path="/docs" />
}
