// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:widgets/src/main/java/tmg/hourglass/widgets/presentation/configure/CountdownConfigurationViewModel.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.widgets.presentation.configure

import android.util.Log
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.launch
import tmg.hourglass.domain.repositories.CountdownRepository
import tmg.hourglass.domain.repositories.WidgetRepository
import tmg.hourglass.domain.model.Countdown
import tmg.hourglass.domain.model.WidgetReference
import javax.inject.Inject

data class UiState(
    val items: List<Countdown>,
    val selected: Countdown?,
    val openAppOnClick: Boolean,
    val appWidgetId: Int
) {
    constructor(): this(
        items = emptyList(),
        selected = null,
        openAppOnClick = false,
        appWidgetId = -1
    )
}

@HiltViewModel
class CountdownConfigurationViewModel @Inject constructor(
    private val countdownRepository: CountdownRepository,
    private val widgetRepository: WidgetRepository,
): ViewModel() {

    private val _uiState: MutableStateFlow<UiState> = MutableStateFlow(UiState())
    val uiState: StateFlow<UiState> = _uiState

    init {
        refresh()
    }

    fun load(appWidgetId: Int) {
        Log.i("CountdownConfig", "Loading widget id $appWidgetId")
        val widgetReference = widgetRepository.getSync(appWidgetId)
        if (widgetReference != null) {
            val countdown = countdownRepository.getSync(widgetReference.countdownId)
            _uiState.value = _uiState.value.copy(
                appWidgetId = appWidgetId,
                selected = countdown,
                openAppOnClick = widgetReference.openAppOnClick
            )
        } else {
            _uiState.value = _uiState.value.copy(
                appWidgetId = appWidgetId
            )
        }
    }

    fun openAppOnClick(openAppOnClick: Boolean) {
        _uiState.value = _uiState.value.copy(
            openAppOnClick = openAppOnClick
        )
    }

    fun select(countdown: Countdown) {
        _uiState.value = _uiState.value.copy(
            selected = countdown
        )
    }

    private fun refresh() {
        viewModelScope.launch {
            val current = countdownRepository.all().first()
            _uiState.value = _uiState.value.copy(
                items = current,
            )
        }
    }

    fun save() {
        val state = uiState.value
        Log.i("CountdownConfig", "Saving widget configuration ${state.appWidgetId}")
        Log.i("CountdownConfig", "$state")
        if (state.appWidgetId == -1) {
            return
        }
        if (state.selected == null) {
            return
        }
        val ref = WidgetReference(
            appWidgetId = state.appWidgetId,
            countdownId = state.selected.id,
            openAppOnClick = state.openAppOnClick
        )

        widgetRepository.saveSync(ref)
    }
}
