// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:domain/src/main/java/tmg/hourglass/domain/repositories/CountdownRepository.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.domain.repositories

import kotlinx.coroutines.flow.Flow
import tmg.hourglass.domain.model.Countdown

interface CountdownRepository {
    fun allCurrent(): Flow<List<Countdown>>
    fun allDone(): Flow<List<Countdown>>
    fun all(): Flow<List<Countdown>>

    fun getSync(id: String): Countdown?
    fun get(id: String): Flow<Countdown?>

    fun saveSync(countdown: Countdown)
    fun saveAll(countdowns: List<Countdown>)

    fun deleteAll()
    fun delete(id: String)
}
