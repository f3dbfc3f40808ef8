import { Link, type PageProps } from 'gatsby'
import { ExploreDocs } from '../components/home/ExploreDocs'
import { features } from '../components/home/features'
import { CodeTypesContext } from '../components/code-block/code-types-context'
import { WhyCottonBox } from '../components/home/WhyCottonBox'
import { Playground } from '../components/playground/Playground'
import { Seo } from '../components/seo/Seo'
import { siteConfig } from '../config/site'
import type { HomePageContext } from '../types/page-context'
import * as styles from './index.module.css'

export default function HomePage({ pageContext }: PageProps<object, HomePageContext>) {
  const { callToAction } = siteConfig.home
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <Link to={callToAction.to} className={styles.cta}>
          {callToAction.label}
        </Link>
      </section>
      <section className={styles.features} aria-labelledby="features-heading">
        <h2 id="features-heading" className="sr-only">
          Features
        </h2>
        <ul className={styles.featureList}>
          {features.map(({ title, description, Icon }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <h3>{title}</h3>
              <p>{description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.demo} aria-labelledby="quick-demo-heading">
        <h2 id="quick-demo-heading">Quick Demo</h2>
        <Playground layout="web" files={pageContext.quickDemo} height={500} />
      </section>
      <CodeTypesContext.Provider value={pageContext.codeTypes}>
        <WhyCottonBox sample={pageContext.whySample} />
      </CodeTypesContext.Provider>
      <ExploreDocs />
    </>
  )
}

export function Head() {
  return <Seo path="/" />
}
