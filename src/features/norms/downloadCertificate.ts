import type { NormResult } from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'
import { renderNormCertificate, type CertificateFacts } from './certificatePdf.ts'
import { uncountedRounds } from './certificateRows.ts'

/** Renders the certificate of an achieved norm and hands it to the browser as a download. */
export async function downloadNormCertificate(
  snapshot: TournamentSnapshot,
  norm: NormResult,
  facts: Partial<CertificateFacts> = {},
): Promise<void> {
  const player = snapshot.players.find((p) => p.startNo === norm.startNo)
  const bytes = await renderNormCertificate(norm, {
    tournament: snapshot.name,
    totalRounds: snapshot.totalRounds,
    otherRounds: uncountedRounds(snapshot, norm),
    player: {
      name: player?.name ?? '',
      ...(player?.fideId ? { fideId: player.fideId } : {}),
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.title ? { title: player.title } : {}),
      rating: player?.rating ?? 0,
      ...(player?.birthDate ? { birthDate: player.birthDate } : {}),
    },
    ...facts,
  })
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `norm-${norm.title}-${norm.startNo}.pdf`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
