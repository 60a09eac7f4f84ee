import { Link } from 'react-router'
import { useT } from '../../i18n/index.ts'

/**
 * The start lists for the wall, by rating and alphabetical: beside the players and beside the
 * round's print buttons, where the arbiter prints the wall lists, as well as under Exportar.
 */
export function StartListLinks() {
  const t = useT()
  return (
    <>
      <Link className="button-like" to="?print=startRating">
        {t('tournaments.printStartRating')}
      </Link>
      <Link className="button-like" to="?print=startAlpha">
        {t('tournaments.printStartAlpha')}
      </Link>
    </>
  )
}
